/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { useForm } from 'react-hook-form';
import { useFormDraft } from '@/components/common/forms/useFormDraft';

// A form's draft (components/common/forms/useFormDraft.ts): what was typed is kept in
// sessionStorage, secrets never; it is restored on mount; and keeping it does not render the
// form again on every key (issue 39: it watched every field, and a key in a field rendered the
// whole transfer form).

type Values = { account: string; remark: string; pass2: string };
const KEY = 'test.draft';
let renders = 0;

function DraftForm() {
  const form = useForm<Values>({ defaultValues: { account: '', remark: '', pass2: '' } });
  const clear = useFormDraft(form, KEY, { secret: ['pass2'] });
  return (
    <form>
      <input aria-label="account" {...form.register('account')} />
      <input aria-label="remark" {...form.register('remark')} />
      <input aria-label="pass2" {...form.register('pass2')} />
      <button type="button" onClick={clear}>clear</button>
    </form>
  );
}

/** The form under a Profiler that counts its renders. */
const renderForm = () => render(<Profiler id="form" onRender={() => (renders += 1)}><DraftForm /></Profiler>);
const saved = () => JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<Values> | null;
const type = (label: string, value: string) => act(() => void fireEvent.change(screen.getByLabelText(label), { target: { value } }));

beforeEach(() => {
  sessionStorage.clear();
  renders = 0;
});

describe('useFormDraft', () => {
  it('keeps what was typed, never a secret, without rendering the form per key', () => {
    renderForm();
    expect(saved()).toBeNull(); // nothing typed: nothing written
    const before = renders;
    type('account', 'm0001');
    type('remark', 'for the bus');
    type('pass2', '135790');
    expect(saved()).toEqual({ account: 'm0001', remark: 'for the bus' });
    // One render when the form first turns dirty (formState.isDirty is read for the restore), none per key.
    expect(renders - before).toBeLessThanOrEqual(1);
  });

  it('restores the draft on mount, and clears it', () => {
    sessionStorage.setItem(KEY, JSON.stringify({ account: 'm0002', remark: 'rent' }));
    renderForm();
    expect(screen.getByLabelText('account')).toHaveValue('m0002');
    expect(screen.getByLabelText('remark')).toHaveValue('rent');
    expect(saved()).toEqual({ account: 'm0002', remark: 'rent' }); // the restore itself writes nothing new
    type('remark', 'rent, May');
    expect(saved()).toEqual({ account: 'm0002', remark: 'rent, May' });
    fireEvent.click(screen.getByText('clear'));
    expect(saved()).toBeNull();
  });
});
