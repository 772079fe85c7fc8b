// A prerendered subject page carries its term list in a JSON block (src/prerender/pageData.ts): the browser must
// read back exactly the list the page was rendered with.
import { afterEach, describe, expect, it } from 'vitest';
import { type PageData, pageDataScript, readPageData } from '../src/prerender/pageData.ts';

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
  it('reads back the list it was written with, escaped text included', () => {
    document.body.innerHTML = `<div id="root"><h1>Chemistry Terms</h1></div>${pageDataScript(data)}`;

    expect(readPageData(document)).toEqual(data);
  });

  it('cannot be closed early by a term that contains a closing tag', () => {
    expect(pageDataScript(data).match(/<\/script>/g)).toHaveLength(1);
  });

  it('is null on a page without a block', () => {
    document.body.innerHTML = '<div id="root"><h1>Sources</h1></div>';

    expect(readPageData(document)).toBeNull();
  });
});

describe('the page data of a prerendered Hindi subject page', () => {
  it('reads back the Hindi list, each term with its Hindi name and keys, and its language', () => {
    const hindi: PageData = {
      subject: 'chemistry',
      language: 'hi',
      terms: [
        { term: 'atom', alsoCalled: [], hindi: { term: 'परमाणु', searchKeys: ['parmanu', 'paramanu'] } },
        { term: 'acid', alsoCalled: [] },
      ],
    };
    document.body.innerHTML = `<div id="root"><h1>रसायन विज्ञान शब्दावली</h1></div>${pageDataScript(hindi)}`;

    expect(readPageData(document)).toEqual(hindi);
  });
});
