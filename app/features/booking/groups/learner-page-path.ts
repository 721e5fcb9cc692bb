/** A group learner's own page for a link's token (issue 24); the page is groups-ui's /my-booking/learner/:token. */
export const learnerPagePath = (token: string) => `/my-booking/learner/${encodeURIComponent(token)}`;
