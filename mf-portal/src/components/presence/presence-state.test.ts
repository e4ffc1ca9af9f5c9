import { type DeskPresence, PRESENCE_TTL_MS } from '@site/shared/desk';
import { type PresenceMap, heard, present } from './presence-state';

const from = (id: string, name: string, state: DeskPresence['state']): DeskPresence => ({ kind: 'ticket', id: 't1', agent: { id, name }, state, at: '' });

describe('who else is on a record', () => {
  it('lists other agents by name, forgets one who left, and ignores the viewer\'s own frames', () => {
    let map: PresenceMap = new Map();
    map = heard(map, from('b', 'Sara', 'viewing'), 'me', 0);
    map = heard(map, from('a', 'Omar', 'typing'), 'me', 0);
    map = heard(map, from('me', 'Me', 'viewing'), 'me', 0);
    expect(present(map, 1).map((p) => [p.agent.name, p.state])).toEqual([['Omar', 'typing'], ['Sara', 'viewing']]);
    map = heard(map, from('a', 'Omar', 'left'), 'me', 2);
    expect(present(map, 3).map((p) => p.agent.name)).toEqual(['Sara']);
  });

  it('drops an agent not heard from within the time to live (a closed tab says nothing)', () => {
    const map = heard(new Map(), from('b', 'Sara', 'viewing'), 'me', 1_000);
    expect(present(map, 1_000 + PRESENCE_TTL_MS - 1)).toHaveLength(1);
    expect(present(map, 1_000 + PRESENCE_TTL_MS)).toHaveLength(0);
  });
});
