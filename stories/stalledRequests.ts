/**
 * How many requests of the current story wait for ever (MSW's `delay('infinite')`, the loading
 * stories): the story tests stop waiting for requests once only those are left. Counted by the
 * `delay` the story tests hand to the stories (see storyTests.tsx).
 */
export const stalled = { count: 0 };
