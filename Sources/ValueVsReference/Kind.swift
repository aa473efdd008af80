// Values versus references: the same data held as structs or as classes.
//
// With objects, each element has its own observed properties and a child is
// handed the reference: renaming one element changes the element, not the
// array that holds it, and a view comparing its inputs compares the
// reference (by identity). With values, the elements live in one observed
// property of a store and a child is handed a copy: renaming one element
// changes the array, so everything that read the array runs, and a view
// comparing its inputs compares the copy (with its ==). A workload written
// in both kinds runs the same screen over each, side by side.

/// How the model holds its data: the model-kind axis.
public enum Kind: String, CaseIterable, Sendable {
    /// Every model and element is an object with its own observed properties;
    /// children are handed references.
    case `class`
    /// Models and elements are values held in one observed property of a store;
    /// children are handed copies.
    case `struct`
}
