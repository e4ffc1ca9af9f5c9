import './cards.css';

/** Line icons drawn on a 24-unit grid; content names an icon, unknown names get a dot. */
const PATHS: Record<string, string> = {
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z',
  globe: 'M3 12h18M12 3a14 14 0 010 18M12 3a14 14 0 000 18M12 3a9 9 0 110 18 9 9 0 010-18',
  bolt: 'M13 2L4 14h7l-1 8 9-12h-7z',
  code: 'M8 6l-6 6 6 6M16 6l6 6-6 6',
  mobile: 'M9 2h6a2 2 0 012 2v16a2 2 0 01-2 2H9a2 2 0 01-2-2V4a2 2 0 012-2zM11 18h2',
  cloud: 'M7 18h10a4 4 0 000-8 6 6 0 00-11.6 1.5A3.5 3.5 0 007 18z',
  chart: 'M4 20V10M10 20V4M16 20v-7M2 20h20',
  lock: 'M6 11h12v10H6zM8 11V7a4 4 0 018 0v4',
  users: 'M9 11a3 3 0 100-6 3 3 0 000 6zM3 20c0-3.3 2.7-6 6-6s6 2.7 6 6M16 5a3 3 0 010 6M18 14c2 .6 3 2.6 3 6',
  chat: 'M4 5h16v11H9l-5 4z',
  star: 'M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z',
  search: 'M11 18a7 7 0 100-14 7 7 0 000 14zM16 16l5 5',
  design: 'M12 3a9 9 0 100 18c1 0 1.5-.7 1.5-1.5 0-1.2-1-1.5-1-2.5s.8-1.5 2-1.5H17a4 4 0 004-4c0-4.7-4-8.5-9-8.5zM7.5 11.5h.01M10 7.5h.01M14.5 7.5h.01',
  settings: 'M12 15a3 3 0 100-6 3 3 0 000 6zM12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1L7 17M17 7l2.1-2.1',
  layers: 'M12 3l9 5-9 5-9-5zM3 13l9 5 9-5M3 17.5l9 5 9-5',
  headset: 'M4 14v-2a8 8 0 0116 0v2M4 14h3v6H5a1 1 0 01-1-1zM20 14h-3v6h2a1 1 0 001-1zM17 20c0 1-2 2-5 2',
  receipt: 'M6 2h12v20l-3-2-3 2-3-2-3 2zM9 7h6M9 11h6M9 15h4',
  pen: 'M4 20l4-1 11-11a2.1 2.1 0 00-3-3L5 16zM14 7l3 3',
  dot: 'M12 16a4 4 0 100-8 4 4 0 000 8z',
};

const ALIASES: Record<string, string> = {
  speed: 'bolt', rocket: 'bolt', phone: 'mobile', smartphone: 'mobile', support: 'chat', language: 'globe', translate: 'globe',
  security: 'shield', stack: 'layers', pencil: 'pen', invoice: 'receipt',
};

const pathOf = (name: string): string | undefined => {
  const key = name.toLowerCase();
  return PATHS[key] ?? PATHS[ALIASES[key] ?? ''];
};

/**
 * A name the content uses that has no icon still renders (a dot) but is marked, so the
 * end-to-end content check finds it instead of a visitor.
 */
export function Icon({ name }: { name: string }) {
  const d = pathOf(name);
  return (
    <svg className="mk-icon" data-icon={name} data-icon-missing={d ? undefined : ''} viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false">
      <path d={d ?? PATHS.dot} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
