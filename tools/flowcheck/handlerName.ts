/**
 * How a page handler is named to an analyst: counted from 1, as prop cases are ("handler 1" is the array's first).
 * One wording for flows:check's messages, the overlap tables' rows and the studio's pages view, so they never
 * disagree again (they once counted from 0); JSON pointers keep the array's index.
 */
export const handlerName = (index: number): string => `handler ${index + 1}`;
