import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { uploadFile } from '@site/shared/api/upload';
import { renderAt } from '../../../test/render';
import { ChatAttachments } from './chat-attach';

jest.mock('@site/shared/api/upload', () => ({ uploadFile: jest.fn() }));
const upload = uploadFile as jest.MockedFunction<typeof uploadFile>;
const png = new File([new Uint8Array(2048)], 'receipt.png', { type: 'image/png' });
const uploaded = { id: 'u1', name: 'receipt.png', type: 'image/png', size: 2048, url: '/api/uploads/u1' };

beforeEach(() => {
  upload.mockReset();
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});

describe('inbox attachments: the ticket form’s picker', () => {
  it.each([
    ['en', 'Attach a photo, video or file', 'Chosen files', 'Each file is sent as its own message.'],
    ['ar', 'إرفاق صورة أو فيديو أو ملف', 'الملفات المختارة', 'يُرسل كل ملف في رسالة مستقلة.'],
  ] as const)('%s: shows the file with its preview and progress, then sends it as its own message', async (lang, label, chosen, hint) => {
    let arrive: (value: typeof uploaded) => void = () => undefined;
    upload.mockImplementation((_file, _purpose, options) => {
      options?.onProgress?.(1024, 2048);
      return new Promise((resolve) => (arrive = resolve));
    });
    const send = jest.fn(() => Promise.resolve(true));
    await renderAt(`/${lang}/inbox`, 'inbox', <ChatAttachments send={send} />, lang);
    expect(screen.getByTestId('dropzone')).toHaveTextContent(hint);
    await userEvent.upload(screen.getByLabelText(label), png);

    const row = within(await screen.findByRole('list', { name: chosen })).getByRole('listitem');
    expect(row.querySelector('img')).toHaveAttribute('src', 'blob:preview');
    expect(within(row).getByRole('progressbar')).toHaveAttribute('value', '0.5');
    expect(upload.mock.calls[0]![1]).toBe('chat-file');
    expect(send).not.toHaveBeenCalled();

    arrive(uploaded);
    await waitFor(() => expect(send).toHaveBeenCalledWith(uploaded));
    await waitFor(() => expect(screen.queryByRole('list', { name: chosen })).not.toBeInTheDocument());
  });

  it('keeps a file that could not be sent in the list', async () => {
    upload.mockResolvedValue(uploaded);
    const send = jest.fn(() => Promise.resolve(false));
    await renderAt('/en/inbox', 'inbox', <ChatAttachments send={send} />);
    await userEvent.upload(screen.getByLabelText('Attach a photo, video or file'), png);
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(within(screen.getByRole('list', { name: 'Chosen files' })).getByText('Uploaded')).toBeInTheDocument();
  });

  it('refuses a type the chat does not take before sending it', async () => {
    await renderAt('/en/inbox', 'inbox', <ChatAttachments send={jest.fn()} />);
    await userEvent.upload(screen.getByLabelText('Attach a photo, video or file'), new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }), { applyAccept: false });
    expect(await screen.findByText(/This type of file is not allowed/)).toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
  });
});
