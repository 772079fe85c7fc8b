// Starts MSW's service worker for Storybook and the story tests (which run in Chromium).
import { isCommonAssetRequest } from 'msw';
import { type SetupWorker, setupWorker } from 'msw/browser';

function isStorybookRequest(url: string): boolean {
  return /\.eot$|\.mdx$|sb-common-assets|__webpack_hmr|iframe\.html|sb-vite|@vite|@react-refresh|\/virtual:|\.stories\.|\/node_modules\/|\/@fs\/|\/@id\//.test(
    url,
  );
}

export async function setupMsw(): Promise<SetupWorker> {
  const worker = setupWorker();
  await worker.start({
    quiet: true,
    onUnhandledRequest(request, print) {
      if (isCommonAssetRequest(request) || isStorybookRequest(request.url)) return;
      // An API call no story handler answers is a bug in the story: fail it loudly.
      print.error();
    },
  });
  return worker;
}
