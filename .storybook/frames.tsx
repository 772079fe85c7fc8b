// How a story is framed: screens inside the app's own frame (navigation and footer), and, on a docs page,
// every story inline and closed, so the page opens at its top with no dialog over it.
import type { Decorator } from '@storybook/react-vite';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { Layout } from '../packages/ui/src/screens/Layout/Layout.tsx';

declare module 'storybook/internal/csf' {
  interface Parameters {
    /** false: show a screen story without the app's navigation and footer. */
    appFrame?: boolean;
  }
}

/**
 * Screens render inside Layout, as apps/web renders each route, so sticky parts sit under the navigation as in
 * the product. The toolbar's Frame switch shows the bare screen. Story tests (Vitest) render screens bare, as
 * their play functions were written against the screen alone.
 */
export const withAppFrame: Decorator = (Story, context) => {
  const isScreen = context.title.startsWith('Screens/') && context.title !== 'Screens/Layout';
  const framed =
    isScreen &&
    context.parameters.appFrame !== false &&
    context.globals.frame !== 'bare' &&
    import.meta.env.MODE !== 'test';
  return framed ? (
    <Layout>
      <Story />
    </Layout>
  ) : (
    <Story />
  );
};

const modalDialog = '[role="dialog"][aria-modal="true"]';

/**
 * One story on a docs page. Its first render is made invisible and checked: a story that opens with a modal
 * dialog (a sign-up form, a checkout) is shown closed, as a button that opens it, since a dialog open at load
 * would cover the page and pull it down to its focused field. The frame is a containing block for fixed
 * elements, so an opened dialog's backdrop covers only its story.
 */
function DocsStoryFrame({ name, children }: { name: string; children: ReactNode }) {
  const frame = useRef<HTMLDivElement>(null);
  const [phase, setPhase] = useState<'checking' | 'shown' | 'closed' | 'opened'>('checking');
  useLayoutEffect(() => {
    if (phase !== 'checking') return;
    setPhase(frame.current?.querySelector(modalDialog) ? 'closed' : 'shown');
  }, [phase]);

  if (phase === 'closed') {
    return (
      <div style={{ padding: 'var(--space-6) var(--space-4)', background: 'var(--color-surface-muted)' }}>
        <p style={{ marginBottom: 'var(--space-3)' }}>“{name}” opens with a dialog.</p>
        <button type="button" onClick={() => setPhase('opened')}>
          Open the dialog
        </button>
      </div>
    );
  }
  return (
    <div
      ref={frame}
      style={{
        position: 'relative',
        transform: 'translateZ(0)',
        // Opened: a window of its own, so the dialog sits in view whatever the story's length.
        ...(phase === 'opened' ? { height: '40rem', overflow: 'auto' } : {}),
        // Hidden while checked: a hidden field cannot take focus, so nothing scrolls the page.
        visibility: phase === 'checking' ? 'hidden' : undefined,
      }}
    >
      {children}
    </div>
  );
}

export const withDocsFrame: Decorator = (Story, context) =>
  context.viewMode === 'docs' ? (
    <DocsStoryFrame name={context.name}>
      <Story />
    </DocsStoryFrame>
  ) : (
    <Story />
  );
