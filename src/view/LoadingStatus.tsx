/** The busy indicator the renderer shows while code or a journey is on its way (the flows' own is the Loader component). */
export function LoadingStatus({ label }: { label: string }) {
  return (
    <div className="sf-loader" role="status" aria-live="polite">
      <span className="sf-loader__spinner" aria-hidden="true" />
      <span className="sf-visually-hidden">{label}</span>
    </div>
  );
}
