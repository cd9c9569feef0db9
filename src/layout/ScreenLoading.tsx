// What a screen shows while its chunk loads: a thin bar where the page will be, the app bar and menu kept.
import { LoadingBar } from '../ui/LoadingBar';

export function ScreenLoading() {
  return <LoadingBar sx={{ mt: 2 }} />;
}
