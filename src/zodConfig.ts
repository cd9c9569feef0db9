// Zod for the browser: no compiled parsers (zodJitless, first), and checks that no schema worded answer catalog keys,
// so a form never shows zod's English.
import './zodJitless';
import { installZodMessages } from '../common/schemas/zodMessages';

installZodMessages();
