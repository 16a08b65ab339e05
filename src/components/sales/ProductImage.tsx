/**
 * A product picture, or, when the answer gave none, a blank of the same size:
 * an `<img src="">` would make the browser fetch the page again, and a
 * missing box would move the card's text when images arrive (CLS). The blank
 * is drawn in SVG, so no inline style is needed under the CSP.
 */
interface Props {
  src: string | undefined;
  alt: string;
  width: number;
  height: number;
  className: string;
  loading?: 'lazy';
}

export function ProductImage({ src, alt, width, height, className, loading }: Props) {
  if (src) return <img className={className} src={src} alt={alt} width={width} height={height} loading={loading} />;
  return (
    <svg className={`${className} sf-image-missing`} width={width} height={height} viewBox={`0 0 ${width} ${height}`} aria-hidden="true" focusable="false">
      <rect width={width} height={height} rx={8} />
    </svg>
  );
}
