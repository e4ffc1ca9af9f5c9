import { render } from '@testing-library/react';
import { RemoteSlot, SLOT_CLASS } from './remote-slot';

const area = (id: string, text: string) => {
  const el = document.createElement('div');
  el.id = id;
  el.textContent = text;
  return el;
};

describe('RemoteSlot', () => {
  it('places the live area nodes and drops copies of the served HTML a fresh render wrote', () => {
    const live = area('sh-area-mf-groups', 'live');
    const { container } = render(
      <RemoteSlot slot="main" nodes={[live]} hidden={false} html={'<div id="sh-area-mf-groups">served copy</div>'} />,
    );
    const slot = container.querySelector(`.${SLOT_CLASS.main}`)!;
    expect([...slot.children]).toEqual([live]);
    expect(slot.textContent).toBe('live');
  });

  it('keeps the live nodes in their order when there is no served HTML', () => {
    const nodes = [area('a', 'one'), area('b', 'two')];
    const { container } = render(<RemoteSlot slot="overlay" nodes={nodes} hidden={false} />);
    expect([...container.querySelector(`.${SLOT_CLASS.overlay}`)!.children]).toEqual(nodes);
  });
});
