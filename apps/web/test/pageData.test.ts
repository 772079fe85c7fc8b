// A prerendered subject page sends its terms once, as its rows, and their other names in a JSON block
// (src/prerender/pageData.ts): the browser must read back exactly the list the page was rendered with.
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoute } from '../src/prerender/entry.tsx';
import { type PageData, pageDataScript, readPageData, rowTermsOf } from '../src/prerender/pageData.ts';

const data: PageData = {
  subject: 'chemistry',
  terms: [
    { term: 'acetic acid', alsoCalled: ['ethanoic acid', 'glacial acetic acid'] },
    { term: 'acid', alsoCalled: [] },
    { term: 'Brønsted–Lowry acid', alsoCalled: ['proton donor'] },
    { term: 'oil & "fat" <lipid>', alsoCalled: ["it's </script> here"] },
  ],
};

afterEach(() => {
  document.body.replaceChildren();
});

describe('the page data of a prerendered subject page', () => {
  it('reads back the list it was rendered with, from the real rows and the block', async () => {
    const markup = await renderRoute('/chemistry', data);
    document.body.innerHTML = `<div id="root">${markup}</div>${pageDataScript(data)}`;

    expect(readPageData(document)).toEqual(data);
    // What the build checks reads the same terms from the markup itself.
    expect(rowTermsOf(markup)).toEqual(data.terms.map(({ term }) => term));
  });

  it('carries each term once: the block holds only the other names, and no text can close it', () => {
    const script = pageDataScript(data);

    expect(script).not.toContain('"acetic acid"');
    expect(script).not.toContain('"acid"');
    expect(script).toContain('"ethanoic acid"');
    expect(script.match(/<\/script>/g)).toHaveLength(1);
  });

  it('is null when the rows do not match the block, so the app asks the API instead of guessing', async () => {
    const markup = await renderRoute('/chemistry', data);
    document.body.innerHTML = `<div id="root">${markup}</div>${pageDataScript(data)}`;
    document.querySelector('[data-prerendered] > li')?.remove();

    expect(readPageData(document)).toBeNull();
  });

  it('is null on a page without a block', () => {
    document.body.innerHTML = '<div id="root"><h1>Sources</h1></div>';

    expect(readPageData(document)).toBeNull();
  });
});
