import type { AppName } from '@site/shared/routes';

/**
 * One DOM node per remote, created once and handed to single-spa as customProps.domElement.
 * React never renders into them; the layout only places them (RemoteSlot), so a layout
 * re-render cannot wipe a mounted remote.
 */
export type AreaNodes = Record<AppName, HTMLElement>;

export function createAreaNodes(doc: Document = document): AreaNodes {
  const make = (app: AppName) => {
    const el = doc.createElement('div');
    el.id = `sh-area-${app}`;
    el.className = `sh-area sh-area--${app}`;
    return el;
  };
  return {
    'mf-marketing': make('mf-marketing'),
    'mf-portal': make('mf-portal'),
    'mf-groups': make('mf-groups'),
    'mf-chat': make('mf-chat'),
  };
}
