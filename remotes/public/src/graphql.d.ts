// An operation file imported as its text (the ahead scripts' queries: createAheadWebpackConfigs).
declare module '*.graphql' {
  const text: string;
  export default text;
}
