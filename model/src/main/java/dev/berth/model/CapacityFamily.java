package dev.berth.model;

/**
 * A family whose instances have one capacity that a caller may set ({@code --capacity}) and that a solve needs
 * (memory). The other families have no such knob: their {@link Family} says nothing about one.
 */
public interface CapacityFamily<P extends Problem> {

    /** The problem with its capacity replaced. */
    P withCapacity(P problem, long capacity);

    /** What the problem still lacks before it can be solved (a capacity), or null. */
    String incomplete(P problem);
}
