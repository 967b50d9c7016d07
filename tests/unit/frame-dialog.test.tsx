/** @jest-environment jsdom */
import { fireEvent, screen } from '@testing-library/react';
import { FrameDialog } from '@/components/shell/FrameDialog';
import { renderWithProviders } from './render';

// jsdom 26 has no PointerEvent: without it the pointer events lose clientX/clientY.
if (!('PointerEvent' in window)) {
  class PointerEventShim extends MouseEvent {
    pointerId: number;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
    }
  }
  Object.assign(window, { PointerEvent: PointerEventShim });
}

const URL = 'https://example.com/help';
const open = (onClose = jest.fn()) => {
  renderWithProviders(<FrameDialog open title="Help" url={URL} onClose={onClose} />);
  return onClose;
};
const dialog = () => screen.getByTestId('frame-dialog');

// jsdom's viewport is 1024 × 768.
describe('the frame dialog', () => {
  it('renders nothing while closed', () => {
    renderWithProviders(<FrameDialog open={false} title="Help" url={URL} onClose={jest.fn()} />);
    expect(screen.queryByTestId('frame-dialog')).toBeNull();
  });

  it('frames the url at 80% × 80% of the viewport', () => {
    open();
    expect(screen.getByRole('dialog', { name: 'Help' })).toHaveAttribute('data-state', 'normal');
    const frame = screen.getByTitle('Help');
    expect(frame).toHaveAttribute('src', URL);
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-forms allow-popups');
    expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer');
    expect(dialog().style).toMatchObject({ left: '102px', top: '77px', width: '819px', height: '614px' });
  });

  it('maximises and restores', () => {
    open();
    fireEvent.click(screen.getByTestId('frame-maximize'));
    expect(dialog()).toHaveAttribute('data-state', 'maximized');
    expect(screen.getByTestId('frame-maximize')).toHaveAccessibleName('Restore');
    fireEvent.click(screen.getByTestId('frame-maximize'));
    expect(dialog()).toHaveAttribute('data-state', 'normal');
    expect(screen.getByTestId('frame-maximize')).toHaveAccessibleName('Maximize');
    expect(dialog().style.left).toBe('102px');
  });

  it('minimises to its title bar and restores to where it was', () => {
    open();
    fireEvent.click(screen.getByTestId('frame-maximize'));
    fireEvent.click(screen.getByTestId('frame-minimize'));
    expect(dialog()).toHaveAttribute('data-state', 'minimized');
    expect(dialog().style.bottom).toBe('0px');
    expect(screen.getByTitle('Help')).toBeInTheDocument(); // the framed page is kept
    expect(screen.getByTestId('frame-minimize')).toHaveAccessibleName('Restore');
    fireEvent.click(screen.getByTestId('frame-minimize'));
    expect(dialog()).toHaveAttribute('data-state', 'maximized');
  });

  it('closes with its button and with Escape', () => {
    const onClose = open();
    fireEvent.click(screen.getByTestId('frame-close'));
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('moves when its title bar is dragged, inside the viewport', () => {
    open();
    const bar = screen.getByTestId('frame-titlebar');
    fireEvent.pointerDown(bar, { clientX: 200, clientY: 100, button: 0 });
    expect(screen.getByTitle('Help').style.pointerEvents).toBe('none');
    fireEvent.pointerMove(bar, { clientX: 150, clientY: 60 });
    expect(dialog().style).toMatchObject({ left: '52px', top: '37px' });
    fireEvent.pointerMove(bar, { clientX: 5000, clientY: 5000 });
    expect(dialog().style).toMatchObject({ left: `${1024 - 819}px`, top: `${768 - 614}px` });
    fireEvent.pointerUp(bar);
    expect(screen.getByTitle('Help').style.pointerEvents).toBe('auto');
    fireEvent.pointerMove(bar, { clientX: 0, clientY: 0 });
    expect(dialog().style.left).toBe(`${1024 - 819}px`);
  });

  it('does not start a drag from a title bar button', () => {
    open();
    fireEvent.pointerDown(screen.getByTestId('frame-close'), { clientX: 900, clientY: 90, button: 0 });
    fireEvent.pointerMove(screen.getByTestId('frame-titlebar'), { clientX: 100, clientY: 90 });
    expect(dialog().style.left).toBe('102px');
  });

  it('resizes from its corner but never below 260 × 115', () => {
    open();
    const handle = screen.getByTestId('frame-resize');
    fireEvent.pointerDown(handle, { clientX: 900, clientY: 680, button: 0 });
    fireEvent.pointerMove(handle, { clientX: 800, clientY: 600 });
    expect(dialog().style).toMatchObject({ width: '719px', height: '534px' });
    fireEvent.pointerMove(handle, { clientX: -5000, clientY: -5000 });
    expect(dialog().style).toMatchObject({ width: '260px', height: '115px', left: '102px', top: '77px' });
    fireEvent.pointerUp(handle);
  });

  it('takes the whole screen of a 375 px phone', () => {
    const size = { innerWidth: window.innerWidth, innerHeight: window.innerHeight };
    Object.assign(window, { innerWidth: 375, innerHeight: 667 });
    try {
      open();
      expect(dialog()).toHaveAttribute('data-state', 'maximized');
      expect(dialog().style).toMatchObject({ left: '0px', top: '0px', width: '100%', height: '100%' });
    } finally {
      Object.assign(window, size);
    }
  });

  it('follows a narrowed viewport', () => {
    const size = { innerWidth: window.innerWidth, innerHeight: window.innerHeight };
    try {
      open();
      Object.assign(window, { innerWidth: 200, innerHeight: 400 });
      fireEvent(window, new Event('resize'));
      expect(dialog().style).toMatchObject({ left: '0px', width: '200px', height: '400px', top: '0px' });
    } finally {
      Object.assign(window, size);
    }
  });
});
