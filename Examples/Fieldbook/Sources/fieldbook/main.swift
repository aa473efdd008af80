import Fieldbook
import ObservationHarness

runCompare(workloads: [fieldbookWorkload])
