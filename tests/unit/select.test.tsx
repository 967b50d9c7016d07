/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { Option, TextField } from '@/components/common/forms/TextField';
import { renderWithProviders } from './render';

// The portal's select (MUI's TextField with `select`, components/common/forms/TextField.tsx): a
// labelled combobox showing the chosen option, a hidden input with the value, a listbox on a press or a
// key, onChange with { value, name } as its target, the focus back on the field.

function Field({ onChange }: { onChange: (value: string, name: string) => void }) {
  const [value, setValue] = useState('1');
  return (
    <TextField
      select
      name="way"
      label="Verify by"
      helperText="Where the code goes"
      value={value}
      onChange={(event) => {
        setValue(event.target.value);
        onChange(event.target.value, event.target.name);
      }}
      slotProps={{ htmlInput: { 'data-testid': 'way' } }}
    >
      <Option value="1">Phone</Option>
      <Option value="2">Email</Option>
      <Option value="3" disabled>
        Post
      </Option>
    </TextField>
  );
}

describe('the select of the portal TextField', () => {
  it('is a labelled combobox with the chosen option, described by its helper text', () => {
    renderWithProviders(<Field onChange={() => {}} />);
    const combo = screen.getByRole('combobox', { name: 'Verify by' });
    expect(combo).toHaveTextContent('Phone');
    expect(combo).toHaveAttribute('aria-expanded', 'false');
    expect(combo).toHaveAccessibleDescription('Where the code goes');
    expect(screen.getByTestId('way')).toHaveValue('1');
    expect(screen.getByTestId('way')).toHaveAttribute('name', 'way');
  });

  it('opens on a key, marks the chosen option, and a choice changes the value and gives the focus back', async () => {
    const onChange = jest.fn();
    renderWithProviders(<Field onChange={onChange} />);
    const combo = screen.getByRole('combobox', { name: 'Verify by' });
    act(() => combo.focus());
    fireEvent.keyDown(combo, { key: 'ArrowDown' });
    const listbox = await screen.findByRole('listbox');
    expect(combo).toHaveAttribute('aria-expanded', 'true');
    expect(combo).toHaveAttribute('aria-controls', listbox.id);
    expect(screen.getByRole('option', { name: 'Phone' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('option', { name: 'Email' })).toHaveAttribute('aria-selected', 'false');
    fireEvent.click(screen.getByRole('option', { name: 'Email' }));
    expect(onChange).toHaveBeenCalledWith('2', 'way');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(combo).toHaveTextContent('Email');
    expect(screen.getByTestId('way')).toHaveValue('2');
    await waitFor(() => expect(combo).toHaveFocus());
  });

  it('a disabled option and the option already chosen change nothing', async () => {
    const onChange = jest.fn();
    renderWithProviders(<Field onChange={onChange} />);
    const combo = screen.getByRole('combobox', { name: 'Verify by' });
    fireEvent.mouseDown(combo, { button: 0 });
    fireEvent.click(await screen.findByRole('option', { name: 'Post' }));
    fireEvent.click(screen.getByRole('option', { name: 'Phone' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(combo).toHaveTextContent('Phone');
  });
});
