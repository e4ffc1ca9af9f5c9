import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { uploadFile } from '@site/shared/api/upload';
import { apiCall, mockFetch } from '../../../test/fetch';
import { currentLocation, renderAt } from '../../../test/render';
import { NewTicketPage } from './new-ticket-page';

jest.mock('@site/shared/api/upload', () => ({ uploadFile: jest.fn() }));
const upload = uploadFile as jest.MockedFunction<typeof uploadFile>;

const png = (name = 'shot.png', size = 2048) => new File([new Uint8Array(size)], name, { type: 'image/png' });
const created = { id: 'new-id', number: 1043 };

beforeEach(() => {
  upload.mockReset();
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});

async function fillForm() {
  await userEvent.selectOptions(screen.getByLabelText(/^Type/), 'problem');
  await userEvent.selectOptions(screen.getByLabelText(/^Department/), 'technical');
  await userEvent.type(screen.getByLabelText(/^Subject/), 'Printer offline');
  await userEvent.type(screen.getByLabelText(/^Details/), 'It stopped after the update.');
}

describe('new ticket', () => {
  it('names every missing field in the page language and sends nothing', async () => {
    const fetch = mockFetch();
    await renderAt('/ar/tickets/new', 'tickets/new', <NewTicketPage />, 'ar');
    await userEvent.click(screen.getByRole('button', { name: 'إنشاء التذكرة' }));
    expect(await screen.findByText('حقل النوع مطلوب')).toBeInTheDocument();
    expect(screen.getByText('حقل القسم مطلوب')).toBeInTheDocument();
    expect(screen.getByText('حقل الموضوع مطلوب')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('uploads a dropped image with a preview, then creates the ticket with it and opens it', async () => {
    upload.mockImplementation((_file, _purpose, options) => {
      options?.onProgress?.(1024, 2048);
      return Promise.resolve({ id: 'u1', name: 'shot.png', type: 'image/png', size: 2048, url: '/api/uploads/u1' });
    });
    const fetch = mockFetch([201, created]);
    await renderAt('/en/tickets/new', 'tickets/new', <NewTicketPage />);
    await fillForm();
    await userEvent.click(screen.getByLabelText(/urgent/));
    fireEvent.drop(screen.getByTestId('dropzone'), { dataTransfer: { files: [png()] } });
    const row = within(await screen.findByRole('list', { name: 'Chosen files' })).getByRole('listitem');
    expect(await within(row).findByText('Uploaded')).toBeInTheDocument();
    expect(row.querySelector('img')).toHaveAttribute('src', 'blob:preview');
    expect(upload.mock.calls[0]![1]).toBe('ticket-attachment');

    await userEvent.click(screen.getByRole('button', { name: 'Create ticket' }));
    await waitFor(() => expect(currentLocation).toBe('/en/tickets/new-id'));
    expect(apiCall(fetch, 0)).toMatchObject({
      url: '/api/tickets', method: 'POST',
      body: { type: 'problem', department: 'technical', subject: 'Printer offline', details: 'It stopped after the update.', urgent: true, autoClose: false, attachments: ['u1'] },
    });
  });

  it('refuses a file by type or size before sending it, naming the limit', async () => {
    await renderAt('/en/tickets/new', 'tickets/new', <NewTicketPage />);
    const input = screen.getByLabelText('Choose files');
    await userEvent.upload(input, [new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }), png('huge.png', 11 * 1024 * 1024)], { applyAccept: false });
    expect(await screen.findByText(/This type of file is not allowed\. Allowed types: JPG, PNG/)).toBeInTheDocument();
    expect(screen.getByText('The file is too large. The maximum size is 10 megabytes.')).toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
  });

  it('keeps the form when creating fails, with a retry that sends the same ticket once more', async () => {
    upload.mockResolvedValue({ id: 'u1', name: 'a.png', type: 'image/png', size: 1, url: '' });
    const fetch = mockFetch([503, { message: 'Unavailable' }], [503, { message: 'Unavailable' }], [201, created]);
    await renderAt('/en/tickets/new', 'tickets/new', <><Toaster /><NewTicketPage /></>);
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Create ticket' }));
    expect(await screen.findByText('Failed to create ticket')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Subject/)).toHaveValue('Printer offline');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(currentLocation).toBe('/en/tickets/new-id'));
    const keys = fetch.mock.calls.map(([, init]) => (init?.headers as Record<string, string>)['Idempotency-Key']);
    expect(new Set(keys).size).toBe(1);
  });
});
