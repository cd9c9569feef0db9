// What Convert Customer uses of the property view: its convert button, and the property's query and calls.
export { ConvertPropertyButton } from './ConvertPropertyDialog';
export { propertyViewKeys, usePropertyViewProvider } from './usePropertyView';
