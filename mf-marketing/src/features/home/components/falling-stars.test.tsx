import { render, screen } from '@testing-library/react';
import { FallingStars, STAR_COUNT } from './falling-stars';

describe('<FallingStars>', () => {
  it('renders exactly 40 decorative stars hidden from assistive technology (SPEC 9)', () => {
    render(<FallingStars />);
    const layer = screen.getByTestId('falling-stars');
    expect(STAR_COUNT).toBe(40);
    expect(layer.querySelectorAll('.mk-stars-fall__star')).toHaveLength(40);
    expect(layer).toHaveAttribute('aria-hidden', 'true');
  });
});
