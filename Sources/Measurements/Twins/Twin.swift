/// The hand-written twins of the models: tally's, guide-list's and search's
/// models written out by hand for each strategy, the mechanism laid bare.
///
/// PropertyLevel's calls the ``Registrar`` in each getter and setter as the
/// `@Observable` macro would; the `Observed` ones are marked `@Observable`;
/// the `Broadcast` ones send one ``Broadcast`` as `@Published` does; the
/// value stores hold their values in one observed property. `compare micro`
/// measures the strategies' own costs on these, and the tests hold them to
/// each other (P4 to P6).
package enum Twin {}
