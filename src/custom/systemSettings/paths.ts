// System Settings' route, apart from its page so the route table does not load the page.

export const SYSTEM_SETTINGS_PATH = '/system-settings';
