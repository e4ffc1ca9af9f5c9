import { render, screen } from '@testing-library/react';
import { FallingStars } from './falling-stars';

describe('<FallingStars>', () => {
  it('renders exactly 40 decorative stars hidden from assistive technology', () => {
    render(<FallingStars />);
    const layer = screen.getByTestId('falling-stars');
    expect(layer.querySelectorAll('.mk-stars-fall__star')).toHaveLength(40);
    expect(layer).toHaveAttribute('aria-hidden', 'true');
  });
});
