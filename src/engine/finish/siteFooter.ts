/**
 * The footer's link groups as SiteFooter shows them (replaces `groups`; the
 * other props are kept): a link the flows leave without a label is not
 * offered (trade-in in the prepaid store, whose label is empty there).
 */
export function finishSiteFooter(props: Record<string, unknown>): Record<string, unknown> {
  const groups = Array.isArray(props.groups) ? (props.groups as { links?: { label?: unknown }[] }[]) : [];
  return { ...props, groups: groups.map((group) => ({ ...group, links: (group.links ?? []).filter((link) => link.label !== '') })) };
}
