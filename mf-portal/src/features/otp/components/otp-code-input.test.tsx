import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OtpCodeInput, cleanCode } from './otp-code-input';

function Harness({ onComplete }: { onComplete: (code: string) => void }) {
  const [code, setCode] = useState('');
  return <OtpCodeInput id="otp" value={code} onChange={setCode} onComplete={onComplete} />;
}

describe('OtpCodeInput', () => {
  it('is a single LTR one-time-code field with a numeric keyboard', () => {
    render(<Harness onComplete={jest.fn()} />);
    const input = screen.getByRole('textbox');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('dir', 'ltr');
  });

  it('accepts Arabic-Indic and Persian digits as typed', async () => {
    const onComplete = jest.fn();
    render(<Harness onComplete={onComplete} />);
    await userEvent.type(screen.getByRole('textbox'), '١٢٣۴۵6');
    expect(screen.getByRole('textbox')).toHaveValue('123456');
    expect(onComplete).toHaveBeenCalledWith('123456');
  });

  it('takes a pasted code, dropping spaces, bidi marks and extra characters', () => {
    const onComplete = jest.fn();
    render(<Harness onComplete={onComplete} />);
    fireEvent.paste(screen.getByRole('textbox'), { clipboardData: { getData: () => '\u200f٩٨٧ ٦٥٤ 3' } });
    expect(screen.getByRole('textbox')).toHaveValue('987654');
    expect(onComplete).toHaveBeenCalledWith('987654');
  });

  it('ignores letters', () => {
    expect(cleanCode('12ab34')).toBe('1234');
  });
});
