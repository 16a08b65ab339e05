import type { Props } from './Hero.schema.ts';
import './marketing.css';

/** The band: words first (they carry the heading), the figure after them; side by side from 768 px. */
function Hero({ figure, figureUnit, figureNote, testId, children }: Props) {
  return (
    <div className="sf-hero" data-testid={testId}>
      <div className="sf-hero__words">{children}</div>
      <div className="sf-hero__offer">
        <p className="sf-hero__figure">
          <span className="sf-hero__value">{figure}</span>
          {figureUnit ? <span className="sf-hero__unit"> {figureUnit}</span> : null}
        </p>
        {figureNote ? <p className="sf-hero__note">{figureNote}</p> : null}
      </div>
    </div>
  );
}

export default Hero;
