// What a student (and a teacher downloading a set's documents) reads when fair use refuses a set: the same sentences
// from GraphQL (the set's pages), REST (the photo upload) and the web's download notices.
export const FAIR_USE_TEXT = {
  /** Document 1 §8: the set has been opened on too many devices. */
  fairUse: 'Helaas... Je kunt deze examenvragen niet meer gebruiken. Ze zijn zo vaak gebruikt dat geen sprake meer is van redelijk gebruik.',
  /** Beyond the spec (issue 43): one address brought in as many new devices as fair use allows for now. */
  newDevices: 'Er openen nu te veel nieuwe apparaten deze examenvragen vanaf hetzelfde netwerk. Probeer het over een paar minuten opnieuw.',
} as const;
