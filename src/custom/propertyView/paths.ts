// The property view's route and links to it, apart from the page so the screens linking to it do not load it.
import { generatePath } from 'react-router-dom';
import type { PropertyTab } from './PropertyTabs';

export const PROPERTY_VIEW_PATH = '/customers/view/:propertyId';
/** The property view, opened on one of its tabs when `tab` is given (the Payments list opens the Billing tab). */
export const propertyViewPath = (propertyId: string, tab?: PropertyTab) => `${generatePath(PROPERTY_VIEW_PATH, { propertyId })}${tab ? `?tab=${tab}` : ''}`;
