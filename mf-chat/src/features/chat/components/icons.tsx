const common = { viewBox: '0 0 24 24', 'aria-hidden': true, focusable: false } as const;

export const ChatIcon = () => (
  <svg className="ch-icon" {...common}>
    <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12Z" />
    <path d="M8.5 12h.01M12 12h.01M15.5 12h.01" />
  </svg>
);

export const CloseIcon = () => (
  <svg className="ch-icon" {...common}>
    <path d="M6 6l12 12M18 6 6 18" />
  </svg>
);

/** Points along the reading direction; the stylesheet mirrors it in RTL. */
export const SendIcon = () => (
  <svg className="ch-icon ch-icon--directional" {...common}>
    <path d="M4 12h15M13 6l6 6-6 6" />
  </svg>
);

export const SupportIcon = () => (
  <svg className="ch-icon" {...common}>
    <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
    <path d="M4 14a2 2 0 0 1 2-2h1v6H6a2 2 0 0 1-2-2v-2ZM20 14a2 2 0 0 0-2-2h-1v6h1a2 2 0 0 0 2-2v-2Z" />
  </svg>
);
