/**
 * A livePersonCheck answer in the contract shape (contracts 6): each
 * proposition's message is "Chat <id>". The status code says whether there
 * are propositions (0) or none (1) unless a test wants them to disagree.
 */
export function chatCheckAnswer(ids: string[], options: { throttleList?: string[]; statusCode?: string } = {}) {
  return {
    service: {
      serviceHeader: { statusCode: options.statusCode ?? (ids.length ? '0' : '1') },
      serviceBody: {
        serviceResponse: {
          propositionList: {
            proposition: ids.map((id) => ({
              propositionId: id,
              soiEngagementId: `SOI-${id}`,
              dynamicAttrList: [{ attrId: 'chatMessage', value: `Chat ${id}` }],
            })),
          },
        },
      },
    },
    throttleList: options.throttleList ?? [],
  };
}
