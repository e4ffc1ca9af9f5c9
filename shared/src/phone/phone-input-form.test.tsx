import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Controller, useForm } from 'react-hook-form';
import { PhoneInput } from './phone-input';
import { phoneResultToValue } from './parse-phone';

function Form({ onSubmit }: { onSubmit: (v: { phone: string }) => void }) {
  const { control, handleSubmit } = useForm({ defaultValues: { phone: '' } });
  return (
    <form onSubmit={handleSubmit(onSubmit)}>
      <Controller
        control={control}
        name="phone"
        rules={{ validate: (v) => v.startsWith('+') || 'invalid' }}
        render={({ field }) => (
          <PhoneInput
            ref={field.ref}
            name={field.name}
            value={field.value}
            onBlur={field.onBlur}
            onChange={(result) => field.onChange(phoneResultToValue(result))}
            defaultCountry="SA"
          />
        )}
      />
      <button type="submit">send</button>
    </form>
  );
}

describe('PhoneInput with react-hook-form', () => {
  it('submits E.164 for a valid number while showing the national format', async () => {
    const onSubmit = jest.fn();
    render(<Form onSubmit={onSubmit} />);
    const input = screen.getByRole('textbox');
    await userEvent.type(input, '٠٥٠١٢٣٤٥٦٧');
    expect(input).toHaveValue('050 123 4567');
    await userEvent.click(screen.getByRole('button', { name: 'send' }));
    expect(onSubmit).toHaveBeenCalledWith({ phone: '+966501234567' }, expect.anything());
  });

  it('forwards the ref so react-hook-form focuses the field on an error', async () => {
    const onSubmit = jest.fn();
    render(<Form onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('textbox'), '05012');
    await userEvent.click(screen.getByRole('button', { name: 'send' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox')).toHaveFocus();
  });
});
