/**
 * The key the embedded demo service accepts unless told otherwise. It is printed in this source and
 * buys nothing real, so it is public: the client's key scrub leaves it standing in answers (where
 * the word "demo" is ordinary text, e.g. a link's path), while it still blanks every key parameter.
 */
export const demoServiceKey = 'demo';
