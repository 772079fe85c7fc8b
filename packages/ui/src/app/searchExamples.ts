/** The terms the search fields offer as examples: each one a real entry, from three subjects. */
export const searchExamples = ['osmosis', 'algorithm', 'democracy'] as const;

export const searchPlaceholder = `e.g. ${searchExamples.join(', ')}`;
