import { REMOTES, type RemoteName } from '@site/shared/remotes';
import { SSR_ATTRIBUTE, type Areas } from '@site/shared/ssr';

/**
 * One DOM node per remote, created once and handed to single-spa as customProps.domElement.
 * React never renders into them; the layout only places them (RemoteSlot) in the slot each
 * remote belongs to, so a layout re-render cannot wipe a mounted remote.
 */
export type AreaNodes = Record<RemoteName, HTMLElement>;

export const areaId = (app: RemoteName) => `sh-area-${app}`;
const areaClass = (app: RemoteName) => `sh-area sh-area--${app}`;

/**
 * The nodes of a server-rendered page are already in the document: they are taken over as they
 * are (with their HTML, which the remote then hydrates); the others are made.
 */
export function createAreaNodes(doc: Document = document): AreaNodes {
  const make = (app: RemoteName) => {
    const found = doc.getElementById(areaId(app));
    if (found) return found;
    const el = doc.createElement('div');
    el.id = areaId(app);
    el.className = areaClass(app);
    return el;
  };
  const nodes = {} as AreaNodes;
  for (const { name } of REMOTES) nodes[name] = make(name);
  return nodes;
}

/**
 * The server's markup of a slot: the same area nodes `createAreaNodes` makes, each holding its
 * remote's server-rendered HTML (marked with the build that rendered it, so the remote hydrates
 * it) or left empty.
 */
export function slotMarkup(slot: 'main' | 'overlay', areas: Areas): string {
  return REMOTES.filter((r) => r.slot === slot)
    .map(({ name }) => {
      const area = areas[name];
      const mark = area ? ` ${SSR_ATTRIBUTE}="${area.buildId.replace(/[^\w.-]/g, '')}"` : '';
      return `<div id="${areaId(name)}" class="${areaClass(name)}"${mark}>${area?.html ?? ''}</div>`;
    })
    .join('');
}

const slotCache = new WeakMap<AreaNodes, Record<'main' | 'overlay', HTMLElement[]>>();

/** The nodes of one layout slot, in list order; the same array each time, so the slot does not re-place them. */
export function slotNodes(nodes: AreaNodes, slot: 'main' | 'overlay'): readonly HTMLElement[] {
  let slots = slotCache.get(nodes);
  if (!slots) {
    const of = (s: typeof slot) => REMOTES.filter((r) => r.slot === s).map((r) => nodes[r.name]);
    slots = { main: of('main'), overlay: of('overlay') };
    slotCache.set(nodes, slots);
  }
  return slots[slot];
}
