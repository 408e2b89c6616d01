// Intentionally empty: XMLShim includes libxml2's headers from C only.
