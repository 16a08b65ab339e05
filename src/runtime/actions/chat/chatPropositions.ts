/**
 * Reads the chat check answer (contracts 6) into what the page shows: each
 * proposition with its placement from the flow lists (spec 3: PLP_01/02
 * embedded, PLP_03/04 sticky, PLP_05/06 overlay; others shown nowhere). Pure.
 */
export interface ChatProposition {
  propositionId: string;
  placement: 'embedded' | 'sticky' | 'overlay' | 'none';
  message: string;
  soiEngagementId: string;
}

export interface ChatCheckReading {
  propositions: ChatProposition[];
  propositionIds: string[];
  throttleList: string[];
}

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

function record(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** The placement lists, by placement name: lists.chatEmbeddedPropositions and so on. */
export interface PlacementLists {
  embedded: unknown;
  sticky: unknown;
  overlay: unknown;
}

export function readChatCheck(answer: unknown, placements: PlacementLists, messageAttr: string): ChatCheckReading {
  const root = record(answer);
  const service = record(root.service);
  const statusCode = String(record(service.serviceHeader).statusCode ?? '');
  const raw = record(record(record(service.serviceBody).serviceResponse).propositionList).proposition;
  const items = statusCode === '0' && Array.isArray(raw) ? raw.map(record) : [];
  const placementOf = (id: string): ChatProposition['placement'] => {
    if (strings(placements.embedded).includes(id)) return 'embedded';
    if (strings(placements.sticky).includes(id)) return 'sticky';
    if (strings(placements.overlay).includes(id)) return 'overlay';
    return 'none';
  };
  const propositions = items
    .filter((item) => typeof item.propositionId === 'string' && item.propositionId !== '')
    .map((item) => {
      const id = String(item.propositionId);
      const attrs = Array.isArray(item.dynamicAttrList) ? item.dynamicAttrList.map(record) : [];
      const message = attrs.find((attr) => attr.attrId === messageAttr)?.value;
      return {
        propositionId: id,
        placement: placementOf(id),
        message: typeof message === 'string' ? message : '',
        soiEngagementId: typeof item.soiEngagementId === 'string' ? item.soiEngagementId : '',
      };
    });
  return { propositions, propositionIds: propositions.map((p) => p.propositionId), throttleList: strings(root.throttleList) };
}
