import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '@site/shared/i18n';
import { ApiError } from '@site/shared/api';
import { contactSchema, makeTranslator, newPasswordSchema } from '../validation';
import { Input, Textarea } from './controls';
import { Field } from './field';
import { Form } from './form';
import { Button } from './button';

beforeAll(() => initI18n('en'));

const schema = contactSchema(makeTranslator('en'));

function ContactForm({ onSubmit }: { onSubmit: (values: unknown) => unknown }) {
  return (
    <Form schema={schema} onSubmit={onSubmit} options={{ defaultValues: { name: '', mobile: '', email: '', message: '' } }}>
      {({ register, formState: { errors, isSubmitting } }) => (
        <>
          <Field label="Name" error={errors.name}><Input {...register('name')} /></Field>
          <Field label="Mobile" error={errors.mobile}><Input dir="ltr" {...register('mobile')} /></Field>
          <Field label="Email" error={errors.email}><Input dir="ltr" {...register('email')} /></Field>
          <Field label="Message" error={errors.message}><Textarea {...register('message')} /></Field>
          <Button type="submit" loading={isSubmitting}>Send</Button>
        </>
      )}
    </Form>
  );
}

it('does not validate while the field is typed the first time, only on blur', async () => {
  const user = userEvent.setup();
  render(<ContactForm onSubmit={jest.fn()} />);
  const email = screen.getByLabelText('Email');
  await user.type(email, 'not-an-email');
  expect(screen.queryByText('Please enter a valid email.')).not.toBeInTheDocument();
  await user.tab();
  expect(await screen.findByText('Please enter a valid email.')).toBeInTheDocument();
  expect(email).toHaveAttribute('aria-invalid', 'true');
  expect(email).toHaveAccessibleDescription('Please enter a valid email.');
});

it('shows every error on submit and clears one as soon as it is fixed', async () => {
  const user = userEvent.setup();
  const onSubmit = jest.fn();
  render(<ContactForm onSubmit={onSubmit} />);
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText('Name is required.')).toBeInTheDocument();
  expect(screen.getByText('Phone number must be between 9 and 15 digits.')).toBeInTheDocument();
  await user.type(screen.getByLabelText('Name'), 'Sara');
  await waitFor(() => expect(screen.queryByText('Name is required.')).not.toBeInTheDocument());
  expect(onSubmit).not.toHaveBeenCalled();
});

it('shows server validation errors at form level and keeps the values', async () => {
  const user = userEvent.setup();
  const onSubmit = jest.fn(async () => {
    throw new ApiError(422, { message: 'The given data was invalid.', errors: ['Email is already taken', 'Message is required'] }, 'x');
  });
  render(<ContactForm onSubmit={onSubmit} />);
  await user.type(screen.getByLabelText('Name'), 'Sara');
  await user.type(screen.getByLabelText('Mobile'), '+966500000001');
  await user.type(screen.getByLabelText('Email'), 'sara@example.com');
  await user.type(screen.getByLabelText('Message'), 'Hello');
  await user.click(screen.getByRole('button', { name: 'Send' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Email is already taken');
  expect(alert).toHaveTextContent('Message is required');
  expect(onSubmit).toHaveBeenCalledWith({ name: 'Sara', mobile: '+966500000001', email: 'sara@example.com', message: 'Hello' }, expect.anything());
  expect(screen.getByLabelText('Email')).toHaveValue('sara@example.com');
});

function NewPasswordForm() {
  return (
    <Form schema={newPasswordSchema(makeTranslator('en'))} onSubmit={jest.fn()} options={{ defaultValues: { password: '', passwordConfirmation: '' } }}>
      {({ register, formState: { errors } }) => (
        <>
          <Field label="Password" error={errors.password}><Input {...register('password')} /></Field>
          <Field label="Confirm" error={errors.passwordConfirmation}><Input {...register('passwordConfirmation')} /></Field>
          <Button type="submit">Save</Button>
        </>
      )}
    </Form>
  );
}

it('re-checks a visited confirmation when the password changes, and leaves an unvisited one quiet', async () => {
  const user = userEvent.setup();
  render(<NewPasswordForm />);
  const password = screen.getByLabelText('Password');
  const confirm = screen.getByLabelText('Confirm');
  await user.type(password, 'Secret-123');
  await user.tab();
  expect(confirm).not.toHaveAttribute('aria-invalid', 'true');
  await user.type(confirm, 'Secret-12');
  await user.tab();
  expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
  // Fixing the other field clears the stale mismatch without touching the confirmation.
  await user.type(password, '{Backspace}');
  await waitFor(() => expect(screen.queryByText('Passwords do not match')).not.toBeInTheDocument());
  expect(confirm).not.toHaveAttribute('aria-invalid', 'true');
});

it('keeps the focused field focused when the mouse presses Send, so its blur check cannot move the button', async () => {
  render(<ContactForm onSubmit={jest.fn()} />);
  const send = screen.getByRole('button', { name: 'Send' });
  // fireEvent answers false when a handler prevented the default (the focus change).
  expect(fireEvent.mouseDown(send, { button: 0 })).toBe(false);
  expect(fireEvent.mouseDown(screen.getByLabelText('Name'), { button: 0 })).toBe(true);
});

it('focuses the first invalid field in the order the form shows them', async () => {
  const user = userEvent.setup();
  render(<ContactForm onSubmit={jest.fn()} />);
  await user.type(screen.getByLabelText('Name'), 'Sara');
  await user.type(screen.getByLabelText('Email'), 'nope');
  await user.keyboard('{Enter}');
  await waitFor(() => expect(screen.getByLabelText('Mobile')).toHaveFocus());
});
