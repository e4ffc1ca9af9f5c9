import { uploadFile as fromApi } from '@site/shared/api';
import { uploadFile } from './upload-file';

jest.mock('./upload-file', () => ({ uploadFile: jest.fn(() => Promise.resolve({ id: 'u1', name: 'a.png', type: 'image/png', size: 3, url: '/api/uploads/u1' })) }));

it('uploadFile of @site/shared/api (remotes built before uploads had their own subpath) loads and calls the upload client', async () => {
  const file = new Blob(['abc'], { type: 'image/png' });
  const onProgress = jest.fn();
  await expect(fromApi(file, 'ticket-attachment', { onProgress })).resolves.toMatchObject({ id: 'u1' });
  expect(uploadFile).toHaveBeenCalledWith(file, 'ticket-attachment', { onProgress });
});
