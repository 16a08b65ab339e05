/**
 * The storefront's logo mark (our own drawing, no real carrier's marks): a
 * kestrel's wing over three signal bars, in the brand colour. Decorative: the
 * brand name beside it is the accessible name of the link it sits in.
 */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg className="sf-brand__mark" width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="9" fill="currentColor" />
      <path d="M7 22.5h3.2v-4.2H7zM12.2 22.5h3.2v-7.4h-3.2zM17.4 22.5h3.2V11.6h-3.2z" fill="#fff" />
      <path d="M5.5 12.2C11 6.6 19.4 5.4 26.5 8.6c-4 .3-6.8 1.9-8.6 4.7-3.4-2.2-7.8-2.7-12.4-1.1z" fill="#ffcf4a" />
    </svg>
  );
}
