import { useSearchParams } from 'react-router';

export const PROFILE_TABS = ['info', 'security', 'notifications', 'password'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

const isTab = (value: string | null): value is ProfileTab => (PROFILE_TABS as readonly string[]).includes(value ?? '');

/** The open tab lives in the URL (?tab=security) so a reload or a shared link keeps it. */
export function useTabParam(): [ProfileTab, (tab: ProfileTab) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab: ProfileTab = isTab(raw) ? raw : 'info';
  const setTab = (next: ProfileTab) =>
    setParams(
      (prev) => {
        const copy = new URLSearchParams(prev);
        if (next === 'info') copy.delete('tab');
        else copy.set('tab', next);
        return copy;
      },
      { replace: true },
    );
  return [tab, setTab];
}
