# classes: methods, inheritance, super(), properties, dunders, class attributes
class Shape:
    count = 0
    def __init__(self, name):
        self.name = name
        Shape.count += 1
    def area(self):
        return 0
    def __repr__(self):
        return f"{type(self).__name__}({self.name!r}, area={self.area()})"

class Rect(Shape):
    def __init__(self, w, h):
        super().__init__("rect")
        self.w, self.h = w, h
    def area(self):
        return self.w * self.h
    @property
    def perimeter(self):
        return 2 * (self.w + self.h)
    def __eq__(self, other):
        return isinstance(other, Rect) and self.area() == other.area()
    def __lt__(self, other):
        return self.area() < other.area()

shapes = [Rect(3, 4), Rect(1, 2), Shape("dot"), Rect(2, 6)]
print(shapes)
print(Shape.count, shapes[0].perimeter, Rect(3, 4) == Rect(2, 6), Rect(1, 1) == Rect(1, 2))
print(sorted(s for s in shapes if isinstance(s, Rect)))
print(hasattr(shapes[0], "w"), getattr(shapes[2], "w", None), issubclass(Rect, Shape))
