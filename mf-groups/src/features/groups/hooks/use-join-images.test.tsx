import { act, renderHook, waitFor } from '@testing-library/react';
import { initI18n } from '@site/shared/i18n';
import { useJoinImages } from './use-join-images';

const gif = () => new File(['GIF89a'], 'anim.gif', { type: 'image/gif' });

test('a refusal picked before the upload texts have loaded still reads as a sentence once they are in', async () => {
  // The upload texts arrive in their own chunk after the page starts; the file is picked before.
  await initI18n('en');
  const { result } = renderHook(() => useJoinImages());
  act(() => result.current.add([gif()]));
  await waitFor(() => expect(result.current.images[0]?.error).toBe('This type of file is not allowed. Allowed types: JPG or PNG.'));
  expect(result.current.busy).toBe(false);
  expect(result.current.ids).toEqual([]);
});
