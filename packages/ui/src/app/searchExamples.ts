/** The terms the search fields offer as examples: each one a real entry; short enough to show whole in a 360 px field. */
export const searchExamples = ['mole', 'enzyme', 'democracy'] as const;

export const searchPlaceholder = `e.g. ${searchExamples.join(', ')}`;
