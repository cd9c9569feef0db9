// The crew team page's route, apart from its page so the route table does not load the page.

export const CREW_TEAM_PATH = '/crew-team';
