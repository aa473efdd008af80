import Foundation

/// Starts a session as a fresh install starts: what this process keeps in the
/// user's defaults, which an app's own code writes through
/// `UserDefaults.standard`, is removed, so that no column's run, and no run
/// before, hands the next a state it saved. (`@AppStorage` keeps its values
/// with the screen and writes none.)
func startAsAFreshInstall() {
    let system = systemDefaults
    for key in UserDefaults.standard.dictionaryRepresentation().keys where !system.contains(key) {
        UserDefaults.standard.removeObject(forKey: key)
    }
}

/// The keys the system gives every process's defaults: the global domain's
/// and the registered ones, which a fresh install finds too.
private var systemDefaults: Set<String> {
    let defaults = UserDefaults.standard
    let global = defaults.persistentDomain(forName: UserDefaults.globalDomain) ?? [:]
    let registered = defaults.volatileDomain(forName: UserDefaults.registrationDomain)
    let arguments = defaults.volatileDomain(forName: UserDefaults.argumentDomain)
    return Set(global.keys).union(registered.keys).union(arguments.keys)
}
