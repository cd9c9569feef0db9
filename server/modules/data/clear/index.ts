// The data domain's clearing part (its door is ../index.ts): "Start my business" (clearRoutes.ts), the clearing itself
// and the command line's request to a running server to clear.
export { clearKeeping } from './clearBusiness';
export { answerClearRequests, askServerToClear } from './clearRequests';
export { demoFilesOf } from './demoFiles';
export { default } from './clearRoutes';
